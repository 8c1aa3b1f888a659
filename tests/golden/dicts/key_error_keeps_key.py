# A KeyError carries the missing key itself (not its repr) as its argument, for any key type.
for f in [lambda: {}[9], lambda: {1}.remove(9), lambda: {}.pop(3), lambda: {}[(1, 2)], lambda: {}["s"]]:
    try:
        f()
    except KeyError as e:
        print(e, repr(e), e.args)
d = {1: "one"}
d[7]
# expect: 9 KeyError(9) (9,)
# expect: 9 KeyError(9) (9,)
# expect: 3 KeyError(3) (3,)
# expect: (1, 2) KeyError((1, 2)) ((1, 2),)
# expect: 's' KeyError('s') ('s',)
# expect runtime error: KeyError: 7
