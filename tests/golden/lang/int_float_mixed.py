# mixed int/float arithmetic and comparisons take the exact Python paths
print(1 == 1.0, 2 < 2.5, 3 >= 3.0, 10 / 4, 10 // 4.0, 2 ** -1, 9 ** 0.5)
print(True + 1, True * 2.5, -True, 5 % 2.5, -5 % 3.0)
big = 2 ** 53
print(big + 1 == float(big + 1), big + 1 > float(big))
print(0.1 * 3, 1e300 * 1e10, -0.0, abs(-2.5), round(2.675, 2))
# expect: True True True 2.5 2.0 0.5 3.0
# expect: 2 2.5 -1 0.0 1.0
# expect: False True
# expect: 0.30000000000000004 inf -0.0 2.5 2.67
