# __getattr__ for missing attributes, __setattr__ and __delattr__ overrides with object's
class Record:
    def __init__(self):
        object.__setattr__(self, "log", [])

    def __getattr__(self, name):
        return "<" + name + ">"

    def __setattr__(self, name, value):
        self.log.append(name)
        object.__setattr__(self, name, value * 2)

    def __delattr__(self, name):
        self.log.append("del " + name)
        object.__delattr__(self, name)


r = Record()
r.a = 5
print(r.a, r.b, r.log, getattr(r, "zz"), hasattr(r, "anything"))
del r.a
print(r.a, r.log)


class Proxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        return getattr(self._target, name)


p = Proxy([3, 1, 2])
p.append(0)
print(p._target, p.count(1), p.index(2))
# expect: 10 <b> ['a'] <zz> True
# expect: <a> ['a', 'del a']
# expect: [3, 1, 2, 0] 1 2
