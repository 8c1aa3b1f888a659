# A for loop over a list reads it by index, as CPython's list iterator does: items appended in
# the loop are visited, removals shift what comes next, and a cleared list ends the loop.
xs = [1, 2, 3]
for x in xs:
    if x < 3:
        xs.append(x * 10)
print(xs)
ys = [1, 2, 3, 4, 5]
seen = []
for y in ys:
    seen.append(y)
    if y == 2:
        ys.remove(y)
print(seen, ys)
zs = [1, 2, 3]
for z in zs:
    zs.clear()
    print("once", z)
ws = ["a", "b"]
for w in ws:
    ws = ["c"]  # rebinding the name does not change the list being looped over
    print(w)
out = []
for k in [[1, 2], [3]]:
    for v in k:
        out.append(v)
print(out, [c for c in "abc" for _ in [0, 1]])
def gen_of_list(lst):
    for item in lst:
        yield item
g = gen_of_list([7, 8])
print(next(g), list(g))
# expect: [1, 2, 3, 10, 20]
# expect: [1, 2, 4, 5] [1, 3, 4, 5]
# expect: once 1
# expect: a
# expect: b
# expect: [1, 2, 3] ['a', 'a', 'b', 'b', 'c', 'c']
# expect: 7 [8]
