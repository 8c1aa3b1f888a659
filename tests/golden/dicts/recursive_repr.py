# a dict that contains itself prints as {...}
d = {'name': 'root'}
d['self'] = d
print(d)
l = [d]
d['list'] = l
print(d)
print(l)
# expect: {'name': 'root', 'self': {...}}
# expect: {'name': 'root', 'self': {...}, 'list': [{...}]}
# expect: [{'name': 'root', 'self': {...}, 'list': [...]}]
