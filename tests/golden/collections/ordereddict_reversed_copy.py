# reversed(), copy() and | of an OrderedDict
from collections import OrderedDict
od = OrderedDict(a=1, b=2)
print(list(reversed(od)), od.copy(), type(od.copy()))
print(od | {"c": 3}, {"c": 3} | od)
# expect: ['b', 'a'] OrderedDict([('a', 1), ('b', 2)]) <class 'collections.OrderedDict'>
# expect: OrderedDict([('a', 1), ('b', 2), ('c', 3)]) OrderedDict([('c', 3), ('a', 1), ('b', 2)])
