# Star-unpacking in list and tuple displays
xs = [1, 2]
ys = (3, 4)
print([*xs, *ys], (*xs, 0), [0, *xs, 5, *ys, 6], (*"ab",))
print([*range(3)], [*xs], (*xs, *xs))
def gen():
    yield "g"
print([*gen(), *gen()], [*(c for c in "hi")])
xs = [*xs, 3]
print(xs)
t = *xs, *ys
print(t)
print(len([*range(1000), *range(5)]))
m = [[*row, 0] for row in [[1], [2, 3]]]
print(m)
# expect: [1, 2, 3, 4] (1, 2, 0) [0, 1, 2, 5, 3, 4, 6] ('a', 'b')
# expect: [0, 1, 2] [1, 2] (1, 2, 1, 2)
# expect: ['g', 'g'] ['h', 'i']
# expect: [1, 2, 3]
# expect: (1, 2, 3, 3, 4)
# expect: 1005
# expect: [[1, 0], [2, 3, 0]]
