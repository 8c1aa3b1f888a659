# str indexing and slicing count code points, with negative indices and steps.
s = "héllo wörld"
print(len(s), s[0], s[1], s[-1], s[-5])
print(s[1:4], s[:3], s[6:], s[::2], s[::-1], s[-3:], s[8:2:-2], s[100:], s[2:2])

# expect: 11 h é d w
# expect: éll hél wörld hlowrd dlröw olléh rld rwo  
