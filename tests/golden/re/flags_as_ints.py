# Flags combined with | still work as re's flags arguments; Pattern.flags is a plain int.
import re
p = re.compile('a', re.I | re.M)
print(p, p.flags, type(p.flags).__name__)
print(re.findall('a', 'AaA', re.I), re.sub('x', '-', 'XxX', flags=re.IGNORECASE))
print(re.match('A', 'a', flags=2 | re.I), re.search('^b', 'a\nb', re.MULTILINE).group())

# expect: re.compile('a', re.IGNORECASE|re.MULTILINE) 42 int
# expect: ['A', 'a', 'A'] ---
# expect: <re.Match object; span=(0, 1), match='a'> b
