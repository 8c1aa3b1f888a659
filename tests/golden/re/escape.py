# re.escape escapes the characters special in a pattern, and only those.
import re
print(re.escape("a.b*c d-e_f"))
print(re.escape("1+1=2? (yes) [x] {y} ^$ | \\ ~ & #"))
print(re.escape("naïve"))
print(re.escape(b"a.b"))
s = "price: $5.00 (approx)"
print(re.search(re.escape(s), "the " + s + "!").span())

# expect: a\.b\*c\ d\-e_f
# expect: 1\+1=2\?\ \(yes\)\ \[x\]\ \{y\}\ \^\$\ \|\ \\\ \~\ \&\ \#
# expect: naïve
# expect: b'a\\.b'
# expect: (4, 25)
