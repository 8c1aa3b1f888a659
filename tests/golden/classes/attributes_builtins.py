# getattr (with a default), setattr, hasattr, delattr and del on instances and classes
class Config:
    debug = False

    def __init__(self):
        self.level = 1


c = Config()
print(getattr(c, "level"), getattr(c, "debug"), getattr(c, "missing", "dflt"))
setattr(c, "level", 5)
setattr(c, "extra", [1, 2])
print(c.level, c.extra, hasattr(c, "extra"), hasattr(c, "nope"), hasattr(Config, "debug"))
delattr(c, "extra")
print(hasattr(c, "extra"))
del c.level
print(hasattr(c, "level"), getattr(c, "level", None))
setattr(Config, "version", 3)
print(c.version, Config.version)
delattr(Config, "version")
print(hasattr(c, "version"))
del Config.debug
print(hasattr(c, "debug"))
for name in ["a", "b", "c"]:
    setattr(c, name, name.upper())
print([getattr(c, n) for n in "abc"])
print(getattr(Config, "__name__"), getattr(c.__class__, "__qualname__"))
# expect: 1 False dflt
# expect: 5 [1, 2] True False True
# expect: False
# expect: False None
# expect: 3 3
# expect: False
# expect: False
# expect: ['A', 'B', 'C']
# expect: Config Config
