# Instances of a str subclass are taken where a C function wants a str: join, print's sep,
# split, startswith, replace, find, strip, ljust's fill, partition, ord, getattr, `in`.
class Name(str):
    pass

s = "a,b"
print(",".join([Name("a"), "b"]), Name("-").join(["x", "y"]))
print(1, 2, sep=Name("-"), end=Name("!\n"))
print(s.split(Name(",")), s.rsplit(Name(",")), s.startswith(Name("a")), s.endswith((Name("b"),)))
print("abc".replace(Name("a"), Name("z")), "abc".find(Name("b")), "abc".count(Name("b")))
print("xabx".strip(Name("x")), "ab".ljust(4, Name("*")), "abc".partition(Name("b")))
print("abc".removeprefix(Name("a")), ord(Name("a")), getattr("q", Name("upper"))())
print(Name("a") in "abc", Name("z") in "abc", "a" + Name("b"), f"<{Name('x')}>", "%s" % Name("m"))
# expect: a,b x-y
# expect: 1-2!
# expect: ['a', 'b'] ['a', 'b'] True True
# expect: zbc 1 1
# expect: ab ab** ('a', 'b', 'c')
# expect: bc 97 Q
# expect: True False ab <x> m
