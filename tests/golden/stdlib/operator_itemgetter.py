# itemgetter as a sort key, and with several keys (a tuple).
import operator as op
rows = [("b", 3), ("a", 1), ("c", 2)]
print(sorted(rows, key=op.itemgetter(1)))
print(sorted(rows, key=op.itemgetter(0), reverse=True))
print(op.itemgetter(0, 2)("xyz"), op.itemgetter("k")({"k": 5}))
print(max(rows, key=op.itemgetter(1)), list(map(op.itemgetter(0), rows)))
print(op.itemgetter(1), op.itemgetter(1, "a"))

# expect: [('a', 1), ('c', 2), ('b', 3)]
# expect: [('c', 2), ('b', 3), ('a', 1)]
# expect: ('x', 'z') 5
# expect: ('b', 3) ['b', 'a', 'c']
# expect: operator.itemgetter(1) operator.itemgetter(1, 'a')
