# and/or return operands and short-circuit; not gives bools
def t(v):
    print("t", v)
    return v
print(0 or 5, 3 or 5, 0 and 5, 3 and 5, None or "x", "" or [], [] and 1)
print(t(0) and t(1))
print(t(1) or t(2))
print(not 0, not 3, not [], not [1], not None)
x = 10
y = x > 5 and x < 20
print(y)
if not (x > 20 or x < 0):
    print("ok")
# expect: 5 3 0 5 x [] []
# expect: t 0
# expect: 0
# expect: t 1
# expect: 1
# expect: True False True False True
# expect: True
# expect: ok
