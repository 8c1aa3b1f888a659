# int() from floats, strings, bools; with a base.
print(int(3.9), int(-3.9), int(True), int(), int("  42 "), int("-17"), int("1_000"))
print(int("ff", 16), int("0x1F", 16), int("0b101", 0), int("0o17", 0), int("z", 36), int("101", 2))

# expect: 3 -3 1 0 42 -17 1000
# expect: 255 31 5 15 35 5
