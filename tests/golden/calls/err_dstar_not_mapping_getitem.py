# [] alone does not make a mapping: keys() is needed
class OnlyGetitem:
    def __getitem__(self, k):
        return k

def f(**kw):
    return kw

f(**OnlyGetitem())
# expect runtime error: TypeError: __main__.f() argument after ** must be a mapping, not OnlyGetitem
