# Lexicographic comparison and equality of nested lists.
print([1, 2] < [1, 3], [1, [2, 3]] == [1, [2, 3]], [[1], [2]] < [[1], [2, 0]], [] < [0], [1, 2] != [1, 2])
a = [1, 2]
a.append(a)
print(a)

# expect: True True True True False
# expect: [1, 2, [...]]
