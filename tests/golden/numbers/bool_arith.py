# bool is a subclass of int in arithmetic.
print(True + 1, True * 2.5, True / 2, True // 1, True % 2, True ** 3, True - False)
print(sum([True, True, False]), abs(-True), True == 1)

# expect: 2 2.5 0.5 1 1 1 1
# expect: 2 1 True
