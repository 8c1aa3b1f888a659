# A lookbehind must have a fixed width, as Python checks it (PCRE2 alone takes alternatives of
# different lengths); references count their group's width; the check comes after parsing.
import re
for p in ["(?<=a|bc)d", "(?<=ab|cd)e", "(?<=a{2})b", "(?<=a{1,2})b", "(?<=(a)\\1)b", "(a)(?<=\\1)", "(ab)(?<=\\1)", "(?<=a?)b", "(?<=(?:ab)+)c",
          "(?<=(?(1)a|b))", "(x)?(?<=(?(1)a|bc))", "(x)?(?<=(?(1)a))", "(?<=\\b)a", "(?<=^a)b", "(?<=[ab]c)d", "(?<=.{3})x", "(?<=a|b(?#c))x", "(?<=(?=abc)a)b",
          "(?<=(?P<n>ab))(?P=n)", "(?<=a*?)", "(?<!ab|c)d", "(?<=a)(?<=\\\\)"]:
    try:
        c = re.compile(p)
        print(repr(p), "ok", c.findall("abcd aab xabc"))
    except re.error as e:
        print(repr(p), "|", e)
for p in ["(?<=a|bc)(", "(?x)b(?<=\\(?i)|)"]:
    try:
        re.compile(p)
    except re.error as e:
        print(repr(p), "|", e)

# expect: '(?<=a|bc)d' | look-behind requires fixed-width pattern
# expect: '(?<=ab|cd)e' ok []
# expect: '(?<=a{2})b' ok ['b']
# expect: '(?<=a{1,2})b' | look-behind requires fixed-width pattern
# expect: '(?<=(a)\\1)b' | cannot refer to group defined in the same lookbehind subpattern at position 9
# expect: '(a)(?<=\\1)' ok ['a', 'a', 'a', 'a']
# expect: '(ab)(?<=\\1)' ok ['ab', 'ab', 'ab']
# expect: '(?<=a?)b' | look-behind requires fixed-width pattern
# expect: '(?<=(?:ab)+)c' | look-behind requires fixed-width pattern
# expect: '(?<=(?(1)a|b))' | cannot refer to an open group at position 9
# expect: '(x)?(?<=(?(1)a|bc))' | look-behind requires fixed-width pattern
# expect: '(x)?(?<=(?(1)a))' | look-behind requires fixed-width pattern
# expect: '(?<=\\b)a' ok ['a', 'a']
# expect: '(?<=^a)b' ok ['b']
# expect: '(?<=[ab]c)d' ok ['d']
# expect: '(?<=.{3})x' ok ['x']
# expect: '(?<=a|b(?#c))x' ok []
# expect: '(?<=(?=abc)a)b' ok ['b', 'b']
# expect: '(?<=(?P<n>ab))(?P=n)' ok []
# expect: '(?<=a*?)' | look-behind requires fixed-width pattern
# expect: '(?<!ab|c)d' | look-behind requires fixed-width pattern
# expect: '(?<=a)(?<=\\\\)' ok []
# expect: '(?<=a|bc)(' | missing ), unterminated subpattern at position 9
# expect: '(?x)b(?<=\\(?i)|)' | unbalanced parenthesis at position 15
