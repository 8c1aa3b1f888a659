# Which error Python reports when a pattern has several: a trailing backslash is seen early,
# references inside a lookbehind must be to groups closed before it.
import re
for p in ["\\1\\", "b^*\\", "(?\\", "{1,2}\\", "(?:=(?A\\", ".$(?(", "(?\\1", "(?P\\g<",
          "(?<=(?(1)b)", "(a)(?<=\\1)", "(?<=(a)\\1)", "(?(\\1)a)", "(?<é>x)", "(?é)"]:
    try:
        re.compile(p)
        print(repr(p), "compiled")
    except re.error as e:
        print(repr(p), "|", e)
for t in ["}x\\1\\", "\\g<a'b>"]:
    try:
        re.sub("(x)", t, "x")
    except re.error as e:
        print(repr(t), "|", e)

# expect: '\\1\\' | bad escape (end of pattern) at position 2
# expect: 'b^*\\' | bad escape (end of pattern) at position 3
# expect: '(?\\' | bad escape (end of pattern) at position 2
# expect: '{1,2}\\' | bad escape (end of pattern) at position 5
# expect: '(?:=(?A\\' | bad escape (end of pattern) at position 7
# expect: '.$(?(' | missing group name at position 5
# expect: '(?\\1' | unknown extension ?\1 at position 1
# expect: '(?P\\g<' | unknown extension ?P\g at position 1
# expect: '(?<=(?(1)b)' | cannot refer to an open group at position 9
# expect: '(a)(?<=\\1)' compiled
# expect: '(?<=(a)\\1)' | cannot refer to group defined in the same lookbehind subpattern at position 9
# expect: '(?(\\1)a)' | bad character in group name '\\1' at position 3
# expect: '(?<é>x)' | unknown extension ?<é at position 1
# expect: '(?é)' | unknown extension ?é at position 1
# expect: '}x\\1\\' | bad escape (end of pattern) at position 4
# expect: "\\g<a'b>" | bad character in group name "a'b" at position 3
