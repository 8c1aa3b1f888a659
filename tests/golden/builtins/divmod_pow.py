# divmod and pow with two and three arguments.
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(-7, 2.0))
print(pow(2, 10), pow(2, -2), pow(2.0, 0.5), pow(3, 4, 5), pow(-3, 3, 7), pow(3, -1, 7), pow(2, 100, 1000000007))

# expect: (3, 2) (-4, 3) (3.0, 2.5) (-4.0, 1.0)
# expect: 1024 0.25 1.4142135623730951 1 1 5 976371285
