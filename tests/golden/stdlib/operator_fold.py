# Operator functions fold a list like functools.reduce does.
import operator as op
def reduce(f, xs, start):
    acc = start
    for x in xs:
        acc = f(acc, x)
    return acc
print(reduce(op.mul, [1, 2, 3, 4], 1), reduce(op.add, ["a", "b"], ">"), reduce(op.or_, [1, 2, 4], 0))
l = [1]
print(op.iadd(l, [2]) is l, l, op.iadd(1, 2), op.imul("ab", 2), op.isub(5, 1), op.ior({1}, {2}))
print(list(map(op.add, [1, 2], [10, 20])), sorted([3, 1, 2], key=op.neg))

# expect: 24 >ab 7
# expect: True [1, 2] 3 abab 4 {1, 2}
# expect: [11, 22] [3, 2, 1]
