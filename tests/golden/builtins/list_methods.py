# list methods.
a = [3, 1, 2]
a.append(4)
a.extend((5, 6))
a.insert(0, 0)
a.insert(-1, 9)
a.insert(100, 7)
print(a, a.pop(), a.pop(0), a.index(2), a.count(1))
a.remove(9)
a.reverse()
print(a, a.copy(), len(a))
a.sort(reverse=True)
print(a)
a.clear()
print(a, [1, 2] + [3], [0] * 3, [1, 2] * 0, 2 * [1])
b = [1, 2]
c = b
c += [3]
print(b, c, b is c)

# expect: [3, 1, 2, 4, 5, 9, 6] 7 0 2 1
# expect: [6, 5, 4, 2, 1, 3] [6, 5, 4, 2, 1, 3] 6
# expect: [6, 5, 4, 3, 2, 1]
# expect: [] [1, 2, 3] [0, 0, 0] [] [1, 1]
# expect: [1, 2, 3] [1, 2, 3] True
