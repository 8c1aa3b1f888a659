# float arithmetic and repr (shortest round-trip)
print(0.1 + 0.2, 1.5e3, 2.5e-4, 1e22, 1e16, 123456789.0)
print(7.0 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2)
print(1 / 3, 2 ** 0.5, 10 ** -2)
print(3 * 1.5, 3 - 0.5, 1 + 2.0, .5 + 1.)
x = 1.0
for i in range(10):
    x *= 1.1
print(x)
print(float("inf"), -float("inf"), 1e308 * 10)
# expect: 0.30000000000000004 1500.0 0.00025 1e+22 1e+16 123456789.0
# expect: 3.0 -4.0 1.5 0.5
# expect: 0.3333333333333333 1.4142135623730951 0.01
# expect: 4.5 2.5 3.0 1.5
# expect: 2.5937424601000023
# expect: inf -inf inf
