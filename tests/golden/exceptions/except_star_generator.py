# except* inside a generator, with a yield in the clause.
def gen():
    try:
        yield 1
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        print("in gen")
        yield 2


print(list(gen()))
# expect: in gen
# expect: [1, 2]
