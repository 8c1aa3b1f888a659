# The format() builtin.
print(format(3.14159, ".3"), format(100.0, ".3"), format(1e-7, ".2"), format(1.0, ""), format(255, "#010x"))
print(format(True, ""), format(True, ">5"), format(False, "d"), format("ab", "*^6"), format(65, "c"))
print(format(float("inf"), "010"), format(float("nan"), "+"), format(-0.0, ".1f"), format(1e16, ""))

# expect: 3.14 1e+02 1e-07 1.0 0x000000ff
# expect: True     1 0 **ab** A
# expect: 0000000inf +nan -0.0 1e+16
