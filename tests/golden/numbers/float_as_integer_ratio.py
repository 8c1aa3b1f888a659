# float.as_integer_ratio: the exact fraction in lowest terms.
for x in [1.5, -0.1, 0.0, 3.0, 0.75, 1e20, 1 / 3, 5e-324]:
    n, d = x.as_integer_ratio()
    print(n, d if d < 10**30 else len(str(d)), n / d == x)

# expect: 3 2 True
# expect: -3602879701896397 36028797018963968 True
# expect: 0 1 True
# expect: 3 1 True
# expect: 3 4 True
# expect: 100000000000000000000 1 True
# expect: 6004799503160661 18014398509481984 True
# expect: 1 324 True
