# pprint of a list or dict that contains itself: CPython's <Recursion on ... with id=...> (an
# endless recursion, a C stack overflow, before).
import pprint
l = [1]
l.append(l)
d = {"a": 1}
d["self"] = d
print(pprint.pformat(l).replace(str(id(l)), "ID"))
print(pprint.pformat(d).replace(str(id(d)), "ID"))
print(pprint.pformat([l, l, "x" * 40]).replace(str(id(l)), "ID"))
# expect: [1, <Recursion on list with id=ID>]
# expect: {'a': 1, 'self': <Recursion on dict with id=ID>}
# expect: [[1, <Recursion on list with id=ID>],
# expect:  [1, <Recursion on list with id=ID>],
# expect:  'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']
