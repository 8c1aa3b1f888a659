# methodcaller calls a method by name with stored arguments.
import operator as op
print(op.methodcaller("upper")("abc"), op.methodcaller("split", ",")("a,b"))
print(op.methodcaller("replace", "a", "o", 1)("banana"))
print(list(map(op.methodcaller("strip"), [" x ", "y "])))
print(op.methodcaller("f", 1, k=2), op.methodcaller("count", "a"))

# expect: ABC ['a', 'b']
# expect: bonana
# expect: ['x', 'y']
# expect: operator.methodcaller('f', 1, k=2) operator.methodcaller('count', 'a')
