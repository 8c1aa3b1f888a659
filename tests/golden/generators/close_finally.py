# close() raises GeneratorExit where the generator is suspended: its finally runs
def g():
    try:
        yield 1
        yield 2
    finally:
        print('cleanup')

it = g()
print(next(it))
print(it.close())
print(it.close())
print(list(it))
# expect: 1
# expect: cleanup
# expect: None
# expect: None
# expect: []
