# move_to_end moves a key to either end
from collections import OrderedDict
od = OrderedDict([("a", 1), ("b", 2), ("c", 3)])
od.move_to_end("a")
print(od)
od.move_to_end("c", last=False)
print(od)
od["d"] = 4
print(list(od))
# expect: OrderedDict([('b', 2), ('c', 3), ('a', 1)])
# expect: OrderedDict([('c', 3), ('b', 2), ('a', 1)])
# expect: ['c', 'b', 'a', 'd']
