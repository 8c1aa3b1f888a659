# find/rfind/index/count/replace/startswith/endswith.
s = "banana"
print(s.find("an"), s.rfind("an"), s.find("x"), s.find("a", 2), s.find("a", 2, 3), s.index("n"))
print(s.count("a"), s.count("an"), s.count(""), s.count("a", 2))
print(s.replace("a", "o"), s.replace("an", "AN", 1), s.replace("", "-"), s.replace("x", "y"))
print(s.startswith("ba"), s.startswith(("x", "ban")), s.endswith("na"), s.endswith("an", 0, 5))

# expect: 1 3 -1 3 -1 2
# expect: 3 2 7 2
# expect: bonono bANana -b-a-n-a-n-a- banana
# expect: True True True True
