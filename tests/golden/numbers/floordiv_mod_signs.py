# Python's floor division and modulo: the result takes the divisor's sign.
for a in (7, -7):
    for b in (2, -2):
        print(a, b, a // b, a % b, divmod(a, b))
for a in (7.5, -7.5):
    for b in (2.0, -2.0):
        print(a, b, a // b, a % b, divmod(a, b))
print(5 % 3.0, -5 % 3.0, 5.0 // -3, 0.0 % -1.0, -0.0 % 1.0)

# expect: 7 2 3 1 (3, 1)
# expect: 7 -2 -4 -1 (-4, -1)
# expect: -7 2 -4 1 (-4, 1)
# expect: -7 -2 3 -1 (3, -1)
# expect: 7.5 2.0 3.0 1.5 (3.0, 1.5)
# expect: 7.5 -2.0 -4.0 -0.5 (-4.0, -0.5)
# expect: -7.5 2.0 -4.0 0.5 (-4.0, 0.5)
# expect: -7.5 -2.0 3.0 -1.5 (3.0, -1.5)
# expect: 2.0 1.0 -2.0 -0.0 0.0
