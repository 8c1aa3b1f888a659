# The arithmetic and bitwise operators as functions.
import operator as op
print(op.add(1, 2), op.add("a", "b"), op.sub(5, 3), op.mul("ab", 2), op.mul(2.5, 2))
print(op.truediv(7, 2), op.floordiv(-7, 2), op.mod(-7, 3), op.pow(2, 100), op.neg(3), op.pos(-2))
print(op.and_(6, 3), op.or_(6, 3), op.xor(6, 3), op.inv(5), op.invert(0), op.lshift(1, 4), op.rshift(16, 2))
print(op.abs(-2.5), op.index(7), op.index(True), op.not_([]), op.truth([0]), op.concat([1], [2]))

# expect: 3 ab 2 abab 5.0
# expect: 3.5 -4 2 1267650600228229401496703205376 -3 -2
# expect: 2 7 5 -6 -1 16 4
# expect: 2.5 7 1 True True [1, 2]
