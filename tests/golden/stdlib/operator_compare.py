# The comparison and identity operators as functions.
import operator as op
print(op.eq(1, 1.0), op.ne("a", "b"), op.lt(1, 2), op.le(2, 2), op.gt("b", "a"), op.ge([1], [1, 0]))
print(op.is_(None, None), op.is_not(1, None), op.contains([1, 2], 2), op.contains("abc", "d"))
print(op.countOf([1, 2, 1], 1), op.indexOf("abc", "c"))

# expect: True True True True True False
# expect: True True True False
# expect: 2 2
