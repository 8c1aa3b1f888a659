café = 1
π = 3.14
naïve_1 = 2
print(café, π, naïve_1)
# expect: 1 3.14 2
