# chained comparisons evaluate each operand once and short-circuit
def val(v, tag):
    print("eval", tag)
    return v
print(1 < 2 < 3, 3 > 2 > 1, 1 < 3 < 2, 1 == 1 != 2)
print(val(1, "a") < val(0, "b") < val(5, "c"))
print(val(1, "a") < val(2, "b") < val(5, "c"))
x = 5
if 0 <= x < 10:
    print("in range")
print(None is None, None is not None, [] is [])
print(2 in [1, 2, 3], 4 not in (1, 2, 3), "b" in "abc")
# expect: True True False True
# expect: eval a
# expect: eval b
# expect: False
# expect: eval a
# expect: eval b
# expect: eval c
# expect: True
# expect: in range
# expect: True False False
# expect: True True True
