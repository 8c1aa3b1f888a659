# any object with keys() and [] unpacks with **
class Mapping:
    def keys(self):
        return ['x', 'y']

    def __getitem__(self, k):
        return k * 2

def f(**kw):
    return kw

print(f(**Mapping()))
print(f(a=1, **Mapping()))
# expect: {'x': 'xx', 'y': 'yy'}
# expect: {'a': 1, 'x': 'xx', 'y': 'yy'}
