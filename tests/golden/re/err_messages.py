# re.error's messages for common mistakes, and its msg, pos, lineno and colno.
import re
for p in ["(a", "a)", "*a", "a**", r"\q", "[a", "[z-a]", "(?P<1>a)", "(?P<x>a)(?P<x>b)",
          r"(a)\2", "(?P=y)", "a{3,2}", "(?<=a+)b", "(?<n>a)", "a|*", "(?i", "(?P<x",
          r"[\A]", "a(?i)b", "(?z)", r"\x4", r"\u12", "(?", "x{2}{3}", "^*", r"\b+",
          "a*?*", "(?iz)", "(?-i)x", "(?i-i:x)", "(?#abc", "(?Px)", "(?(1)a|b)",
          "(?(x)a|b)", "(a)(?(1)a|b|c)", r"[\d-z]", r"(a\1)", r"\777", "(?P<>a)", "\\",
          r"\U00110000"]:
    try:
        re.compile(p)
        print(repr(p), "compiled")
    except re.error as e:
        print(repr(p), "|", e, "|", e.msg, e.pos, e.lineno, e.colno)
try:
    re.compile("(a")
except Exception as e:
    print(type(e).__name__, e.pattern, isinstance(e, Exception))

# expect: '(a' | missing ), unterminated subpattern at position 0 | missing ), unterminated subpattern 0 1 1
# expect: 'a)' | unbalanced parenthesis at position 1 | unbalanced parenthesis 1 1 2
# expect: '*a' | nothing to repeat at position 0 | nothing to repeat 0 1 1
# expect: 'a**' | multiple repeat at position 2 | multiple repeat 2 1 3
# expect: '\\q' | bad escape \q at position 0 | bad escape \q 0 1 1
# expect: '[a' | unterminated character set at position 0 | unterminated character set 0 1 1
# expect: '[z-a]' | bad character range z-a at position 1 | bad character range z-a 1 1 2
# expect: '(?P<1>a)' | bad character in group name '1' at position 4 | bad character in group name '1' 4 1 5
# expect: '(?P<x>a)(?P<x>b)' | redefinition of group name 'x' as group 2; was group 1 at position 12 | redefinition of group name 'x' as group 2; was group 1 12 1 13
# expect: '(a)\\2' | invalid group reference 2 at position 4 | invalid group reference 2 4 1 5
# expect: '(?P=y)' | unknown group name 'y' at position 4 | unknown group name 'y' 4 1 5
# expect: 'a{3,2}' | min repeat greater than max repeat at position 2 | min repeat greater than max repeat 2 1 3
# expect: '(?<=a+)b' | look-behind requires fixed-width pattern | look-behind requires fixed-width pattern None None None
# expect: '(?<n>a)' | unknown extension ?<n at position 1 | unknown extension ?<n 1 1 2
# expect: 'a|*' | nothing to repeat at position 2 | nothing to repeat 2 1 3
# expect: '(?i' | missing -, : or ) at position 3 | missing -, : or ) 3 1 4
# expect: '(?P<x' | missing >, unterminated name at position 4 | missing >, unterminated name 4 1 5
# expect: '[\\A]' | bad escape \A at position 1 | bad escape \A 1 1 2
# expect: 'a(?i)b' | global flags not at the start of the expression at position 1 | global flags not at the start of the expression 1 1 2
# expect: '(?z)' | unknown extension ?z at position 1 | unknown extension ?z 1 1 2
# expect: '\\x4' | incomplete escape \x4 at position 0 | incomplete escape \x4 0 1 1
# expect: '\\u12' | incomplete escape \u12 at position 0 | incomplete escape \u12 0 1 1
# expect: '(?' | unexpected end of pattern at position 2 | unexpected end of pattern 2 1 3
# expect: 'x{2}{3}' | multiple repeat at position 4 | multiple repeat 4 1 5
# expect: '^*' | nothing to repeat at position 1 | nothing to repeat 1 1 2
# expect: '\\b+' | nothing to repeat at position 2 | nothing to repeat 2 1 3
# expect: 'a*?*' | multiple repeat at position 3 | multiple repeat 3 1 4
# expect: '(?iz)' | unknown flag at position 3 | unknown flag 3 1 4
# expect: '(?-i)x' | missing : at position 4 | missing : 4 1 5
# expect: '(?i-i:x)' | bad inline flags: flag turned on and off at position 5 | bad inline flags: flag turned on and off 5 1 6
# expect: '(?#abc' | missing ), unterminated comment at position 0 | missing ), unterminated comment 0 1 1
# expect: '(?Px)' | unknown extension ?Px at position 1 | unknown extension ?Px 1 1 2
# expect: '(?(1)a|b)' | invalid group reference 1 at position 3 | invalid group reference 1 3 1 4
# expect: '(?(x)a|b)' | unknown group name 'x' at position 3 | unknown group name 'x' 3 1 4
# expect: '(a)(?(1)a|b|c)' | conditional backref with more than two branches at position 11 | conditional backref with more than two branches 11 1 12
# expect: '[\\d-z]' | bad character range \d-z at position 1 | bad character range \d-z 1 1 2
# expect: '(a\\1)' | cannot refer to an open group at position 2 | cannot refer to an open group 2 1 3
# expect: '\\777' | octal escape value \777 outside of range 0-0o377 at position 0 | octal escape value \777 outside of range 0-0o377 0 1 1
# expect: '(?P<>a)' | missing group name at position 4 | missing group name 4 1 5
# expect: '\\' | bad escape (end of pattern) at position 0 | bad escape (end of pattern) 0 1 1
# expect: '\\U00110000' | bad escape \U00110000 at position 0 | bad escape \U00110000 0 1 1
# expect: error (a True
