# An exception raised while handling another prints both, the first one first.
def lookup(table, i):
    try:
        return table[i]
    except IndexError:
        raise KeyError(i)

lookup([1, 2], 5)
# expect stderr: Traceback (most recent call last):
# expect stderr:   File "tb_chained_context.py", line 4, in lookup
# expect stderr:            ~~~~~^^^
# expect stderr: IndexError: list index out of range
# expect stderr: During handling of the above exception, another exception occurred:
# expect stderr:   File "tb_chained_context.py", line 8, in <module>
# expect stderr:   File "tb_chained_context.py", line 6, in lookup
# expect stderr:     raise KeyError(i)
# expect runtime error: KeyError: 5
