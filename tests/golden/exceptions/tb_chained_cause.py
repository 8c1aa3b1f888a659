# raise ... from ... prints the cause first, with CPython's sentence between.
def read_config(text):
    try:
        return float(text)
    except ValueError as e:
        raise RuntimeError("bad config") from e

read_config("abc")
# expect stderr:   File "tb_chained_cause.py", line 4, in read_config
# expect stderr: ValueError: could not convert string to float: 'abc'
# expect stderr: The above exception was the direct cause of the following exception:
# expect stderr:   File "tb_chained_cause.py", line 6, in read_config
# expect runtime error: RuntimeError: bad config
