# int ** negative int is a float.
print(2 ** -1, 10 ** -2, (-2) ** -3, 1 ** -5)

# expect: 0.5 0.01 -0.125 1.0
