# is_busday/busday_count/busday_offset read their dates as datetime64 of the unit the values
# carry and cast them safely to days: finer units, timedeltas and integer arrays are NumPy's
# iterator TypeError (holidays: its ValueError), a bare int its unit ValueError.
import numpy as np

tests = [
    lambda: np.is_busday(np.datetime64('2020-01-01T10:00')),
    lambda: np.is_busday(np.array(['2020-01-01T10'], dtype='M8[h]')),
    lambda: np.is_busday(np.array(['2020-01-01'], dtype='M8[M]')),
    lambda: np.is_busday(np.datetime64('2020-01')),
    lambda: np.is_busday(np.datetime64('2020', 'Y')),
    lambda: np.is_busday(np.datetime64('2020-01-01', 'W')),
    lambda: np.is_busday('2020-01-01T10:00'),
    lambda: np.is_busday('2020-01-01T00:00'),
    lambda: np.is_busday(['2020-01-01', '2020-01-04']),
    lambda: np.is_busday(['2020-01-01T10', '2020-01-02']),
    lambda: np.busday_count(np.datetime64('2020-01-01T10:00:00'), '2020-02-01'),
    lambda: np.busday_count('2020-01-01', np.datetime64('2020-02-01T10:00:00')),
    lambda: np.busday_count('2020-01-01', '2020-02-01'),
    lambda: np.busday_offset(np.datetime64('2020-01-01T10', 'ms'), 1),
    lambda: np.busday_offset('2020-01-01', np.array([1])),
    lambda: np.is_busday(np.datetime64('NaT', 'm')),
    lambda: np.is_busday(np.array([1], dtype='m8[D]')),
    lambda: np.is_busday(np.array([1])),
    lambda: np.is_busday(5),
    lambda: np.is_busday('2020-01-01', holidays=[np.datetime64('2020-01-01T10')]),
    lambda: np.is_busday('2020-01-01', holidays=['2020-01-01']),
]
for f in tests:
    try:
        print(repr(f()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)

# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('<M8[m]') to dtype('<M8[D]') according to the rule 'safe'
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('<M8[h]') to dtype('<M8[D]') according to the rule 'safe'
# expect: array([ True])
# expect: True
# expect: True
# expect: True
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('<M8[m]') to dtype('<M8[D]') according to the rule 'safe'
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('<M8[m]') to dtype('<M8[D]') according to the rule 'safe'
# expect: array([ True, False])
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('<M8[h]') to dtype('<M8[D]') according to the rule 'safe'
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('<M8[s]') to dtype('<M8[D]') according to the rule 'safe'
# expect: TypeError: Iterator operand 1 dtype could not be cast from dtype('<M8[s]') to dtype('<M8[D]') according to the rule 'safe'
# expect: 23
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('<M8[ms]') to dtype('<M8[D]') according to the rule 'safe'
# expect: array(['2020-01-02'], dtype='datetime64[D]')
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('<M8[m]') to dtype('<M8[D]') according to the rule 'safe'
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('<m8[D]') to dtype('<M8[D]') according to the rule 'safe'
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('int64') to dtype('<M8[D]') according to the rule 'safe'
# expect: ValueError: Converting an integer to a NumPy datetime requires a specified unit
# expect: ValueError: Cannot safely convert provided holidays input into an array of dates
# expect: False
