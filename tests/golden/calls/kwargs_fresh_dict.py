# each call gets a new dict: changes to it do not outlive the call
def f(**kw):
    kw['seen'] = True
    return kw

d = {'a': 1}
print(f(**d))
print(f(**d))
print(d)
# expect: {'a': 1, 'seen': True}
# expect: {'a': 1, 'seen': True}
# expect: {'a': 1}
