# popitem() takes the last item, popitem(last=False) the first
from collections import OrderedDict
od = OrderedDict(a=1, b=2, c=3)
print(od.popitem())
print(od.popitem(last=False))
print(od)
# expect: ('c', 3)
# expect: ('a', 1)
# expect: OrderedDict([('b', 2)])
