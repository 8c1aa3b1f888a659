# more keywords than one call instruction holds
def f(**kw):
    return len(kw), kw['k0'], kw['k299']

big = {'k' + str(i): i for i in range(300)}
print(f(**big))
print(len(dict(**big)))
# expect: (300, 0, 299)
# expect: 300
