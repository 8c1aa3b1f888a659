# Building a string with += keeps the length in characters right.
s = ""
for i in range(5):
    s += "é" + str(i)
    s = s + ""
print(s, len(s), s[3], s[-1], s.find("3"), "" + s == s)

# expect: é0é1é2é3é4 10 1 4 7 True
