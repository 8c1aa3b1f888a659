# / always gives a float, even for ints that divide exactly.
print(6 / 3, 7 / 2, -1 / 3, 1 / 7, 10 / 4)
print(2 ** 53 / 3, (2 ** 62 + 1) / 7, True / 2)

# expect: 2.0 3.5 -0.3333333333333333 0.14285714285714285 2.5
# expect: 3002399751580330.5 6.588122883467697e+17 0.5
