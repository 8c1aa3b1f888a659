b = b'abcabc'
print(b.count(b'b'), b.count(98), b.count(b''), b.find(b'c'), b.find(b'z'), b.find(99, 3), b.rfind(b'a'), b.index(b'b'), b.rindex(98), b.find(b'b', -2))
# expect: 2 2 7 2 -1 5 3 1 4 4
