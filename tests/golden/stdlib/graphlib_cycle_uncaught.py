# an uncaught CycleError prints graphlib's frames as CPython does
from graphlib import TopologicalSorter
order = TopologicalSorter({"a": ["b"], "b": ["c"], "c": ["a"]}).static_order()
print(type(order).__name__ != "list")
print(list(order))
# expect: True
# expect stderr:   File "/usr/lib/python3.11/graphlib.py", line 244, in static_order
# expect stderr:     self.prepare()
# expect stderr:   File "/usr/lib/python3.11/graphlib.py", line 106, in prepare
# expect stderr:     raise CycleError(f"nodes are in a cycle", cycle)
# expect runtime error: graphlib.CycleError: ('nodes are in a cycle', ['a', 'c', 'b', 'a'])
