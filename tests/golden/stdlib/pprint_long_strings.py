# A string too long for its line is cut after whitespace into adjacent literals.
from pprint import pprint
lorem = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
         "incididunt ut labore et dolore magna aliqua.")
pprint(lorem)
pprint({"desc": lorem, "lines": "first line\nsecond line that is long " * 3})
pprint([lorem, "tiny"], width=50)

# expect: ('Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod '
# expect:  'tempor incididunt ut labore et dolore magna aliqua.')
# expect: {'desc': 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do '
# expect:          'eiusmod tempor incididunt ut labore et dolore magna aliqua.',
# expect:  'lines': 'first line\n'
# expect:           'second line that is long first line\n'
# expect:           'second line that is long first line\n'
# expect:           'second line that is long '}
# expect: ['Lorem ipsum dolor sit amet, consectetur '
# expect:  'adipiscing elit, sed do eiusmod tempor '
# expect:  'incididunt ut labore et dolore magna aliqua.',
# expect:  'tiny']
