# Groups by number and name, groups() and groupdict() with defaults, m[g], unmatched groups.
import re
m = re.match(r"(?P<key>\w+)=(?P<value>\d+)?(;)?", "width=")
print(m.group(0), m.group(1), m.group("key"), m.group(2))
print(m.group(1, 2, "key"))
print(m.groups(), m.groups("-"), m.groups(default=0))
print(m.groupdict(), m.groupdict("?"))
print(m[0], m[1], m["key"], m[3])
print(m.start(2), m.end(2), m.span(2), m.span("key"))
m = re.search(r"(a)(b(c))", "xabc")
print(m.groups(), m.span(1), m.span(2), m.span(3))

# expect: width= width width None
# expect: ('width', None, 'width')
# expect: ('width', None, None) ('width', '-', '-') ('width', 0, 0)
# expect: {'key': 'width', 'value': None} {'key': 'width', 'value': '?'}
# expect: width= width width None
# expect: -1 -1 (-1, -1) (0, 5)
# expect: ('a', 'bc', 'c') (1, 2) (2, 4) (3, 4)
