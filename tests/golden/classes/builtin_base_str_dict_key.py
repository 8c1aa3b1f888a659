# Instances of a str subclass hash and compare as their text: they find str keys and back.
class Key(str):
    pass

d = {Key("a"): 1, "b": 2}
print(d["a"], d[Key("b")], Key("a") in d, hash(Key("z")) == hash("z"), d)
# expect: 1 2 True True {'a': 1, 'b': 2}
