# zoneinfo as Weft runs it: the library module written in Python (its C string is
# vm/py/zoneinfo_src.c, made from this file by tools/gen_lib_text.py; edit this file, then
# regenerate). ZoneInfo reads the system's TZif files (RFC 8536) under TZPATH and answers
# utcoffset/dst/tzname/fromutc as CPython 3.11's does: the file's transitions first, its
# POSIX TZ string footer after the last one, fold for repeated wall times (PEP 495).
import os
import struct
from bisect import bisect_right
from datetime import datetime, timedelta, tzinfo

TZPATH = ("/usr/share/zoneinfo", "/usr/lib/zoneinfo", "/usr/share/lib/zoneinfo", "/etc/zoneinfo")
_EPOCH_ORDINAL = 719163  # datetime(1970, 1, 1).toordinal()


class ZoneInfoNotFoundError(KeyError):
    """Exception raised when a ZoneInfo key is not found."""
    __module__ = "zoneinfo._common"


class InvalidTZPathWarning(RuntimeWarning):
    """Warning raised if an invalid path is specified in PYTHONTZPATH."""
    __module__ = "zoneinfo._tzpath"


# ---- finding a key's file ----

def _check_key(key):
    if os.path.isabs(key):
        raise ValueError(f"ZoneInfo keys may not be absolute paths, got: {key}")
    # a key that normalising shortens ("a/../b", "a/b/") names something else than it says
    norm = os.path.normpath(key)
    if len(norm) != len(key):
        raise ValueError(f"ZoneInfo keys must be normalized relative paths, got: {key}")
    if norm == ".." or norm.startswith("../"):
        raise ValueError(f"ZoneInfo keys must refer to subdirectories of TZPATH, got: {key}")


def _find_file(key):
    _check_key(key)
    for root in TZPATH:
        path = os.path.join(root, key)
        if os.path.isfile(path):
            return path
    return None


def _is_tzif(path):
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"TZif"
    except OSError:
        return False


def available_timezones():
    """Returns a set containing all available time zones."""
    zones = set()
    for root in TZPATH:
        if not os.path.exists(root):
            continue
        for folder, dirnames, files in os.walk(root):
            if folder == root:  # right/ and posix/ repeat the zones under other rules
                for special in ("right", "posix"):
                    if special in dirnames:
                        dirnames.remove(special)
            for name in files:
                path = os.path.join(folder, name)
                key = os.path.relpath(path, start=root)
                if key not in zones and _is_tzif(path):
                    zones.add(key)
    zones.discard("posixrules")
    return zones


def reset_tzpath(to=None):
    global TZPATH
    if to is None:
        to = ("/usr/share/zoneinfo", "/usr/lib/zoneinfo", "/usr/share/lib/zoneinfo", "/etc/zoneinfo")
    elif isinstance(to, (str, bytes)):
        raise TypeError(f"tzpaths must be a list or tuple, not {type(to)}: {to!r}")
    relative = [p for p in to if not os.path.isabs(p)]
    if relative:
        raise ValueError("Paths should be absolute but found the following relative paths:"
                         + "".join("\n    " + p for p in relative))
    TZPATH = tuple(to)


# ---- one local time type ----

class _Type:
    __slots__ = ("utcoff", "dstoff", "tzname")

    def __init__(self, utcoff, dstoff, tzname):
        self.utcoff, self.dstoff, self.tzname = utcoff, dstoff, tzname

    def __eq__(self, other):
        return (self.utcoff, self.dstoff, self.tzname) == (other.utcoff, other.dstoff, other.tzname)


_NO_TYPE = _Type(None, None, None)


# ---- the POSIX TZ string that rules after the file's last transition ----

def _days_before_year(year):
    """Days from 1970-01-01 to January 1st of year."""
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400 - _EPOCH_ORDINAL


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


_DAYS_BEFORE_MONTH = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


class _Date:
    """A rule's day of the year: Jn (1..365, no Feb 29th), n (0..365) or Mm.w.d, and the local
    time of day the change happens (2:00 unless the string says)."""

    def __init__(self, kind, a, b=0, c=0):
        self.kind, self.a, self.b, self.c = kind, a, b, c
        self.secs = 7200

    def seconds(self, year):
        """The change in the given year, as seconds since 1970 in local (standard or daylight) time."""
        if self.kind == "J":
            day = self.a - 1 + (self.a >= 60 and _is_leap(year))
        elif self.kind == "n":
            day = self.a
        else:
            month, week, weekday = self.a, self.b, self.c
            first = _days_before_year(year) + _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))
            # 1970-01-01 was a Thursday (POSIX weekday 4)
            mday = (weekday - (first + 4)) % 7 + 1 + (week - 1) * 7
            length = (31, 29 if _is_leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[month - 1]
            if mday > length:
                mday -= 7
            day = _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year)) + mday - 1
        return (_days_before_year(year) + day) * 86400 + self.secs


class _Rule:
    """std/dst offsets and the dates daylight time starts and ends each year."""

    def __init__(self, std, dst, start, end):
        self.std, self.dst, self.start, self.end = std, dst, start, end
        self.diff = int((dst.utcoff - std.utcoff).total_seconds())

    def _in_dst(self, ts, start, end):
        return start <= ts < end if start < end else not (end <= ts < start)

    def local(self, ts, year, fold):
        start, end = self.start.seconds(year), self.end.seconds(year)
        # the wall times in the gap and the fold belong to the offset fold chooses
        if fold == (self.diff >= 0):
            end -= self.diff
        else:
            start += self.diff
        return self.dst if self._in_dst(ts, start, end) else self.std

    def from_utc(self, ts, year):
        start = self.start.seconds(year) - int(self.std.utcoff.total_seconds())
        end = self.end.seconds(year) - int(self.dst.utcoff.total_seconds())
        isdst = self._in_dst(ts, start, end)
        lo, hi = (end, end + self.diff) if self.diff > 0 else (start, start - self.diff)
        return (self.dst if isdst else self.std), lo <= ts < hi


class _Reader:
    def __init__(self, text):
        self.text, self.pos = text, 0

    def peek(self):
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def name(self):
        if self.peek() == "<":
            end = self.text.index(">", self.pos)
            word, self.pos = self.text[self.pos + 1:end], end + 1
            return word
        start = self.pos
        while self.peek().isalpha():
            self.pos += 1
        if self.pos - start < 3:
            raise ValueError
        return self.text[start:self.pos]

    def number(self):
        start = self.pos
        while self.peek().isdigit():
            self.pos += 1
        if start == self.pos:
            raise ValueError
        return int(self.text[start:self.pos])

    def hms(self):
        """[+|-]hh[:mm[:ss]] as seconds."""
        sign = -1 if self.peek() == "-" else 1
        if self.peek() in "+-":
            self.pos += 1
        total = self.number() * 3600
        for scale in (60, 1):
            if self.peek() != ":":
                break
            self.pos += 1
            total += self.number() * scale
        return sign * total

    def date(self):
        if self.peek() == "M":
            self.pos += 1
            month = self.number()
            parts = [month]
            for _ in range(2):
                if self.peek() != ".":
                    raise ValueError
                self.pos += 1
                parts.append(self.number())
            if not (1 <= parts[0] <= 12 and 1 <= parts[1] <= 5 and 0 <= parts[2] <= 6):
                raise ValueError
            d = _Date("M", *parts)
        elif self.peek() == "J":
            self.pos += 1
            d = _Date("J", self.number())
        else:
            d = _Date("n", self.number())
        if self.peek() == "/":
            self.pos += 1
            d.secs = self.hms()
        return d


def _parse_tz_string(text):
    r = _Reader(text)
    try:
        std_name = r.name()
        std_off = -r.hms() if r.peek() else 0  # POSIX counts west of Greenwich: "CET-1" is +1h
        std = _Type(timedelta(seconds=std_off), timedelta(0), std_name)
        if not r.peek():
            return std
        dst_name = r.name()
        dst_off = -r.hms() if r.peek() not in (",", "") else std_off + 3600
        dst = _Type(timedelta(seconds=dst_off), timedelta(seconds=dst_off - std_off), dst_name)
        if r.peek() != ",":
            raise ValueError
        r.pos += 1
        start = r.date()
        if r.peek() != ",":
            raise ValueError
        r.pos += 1
        end = r.date()
        if r.peek():
            raise ValueError
    except ValueError:
        raise ValueError(f"{text} is not a valid TZ string") from None
    return _Rule(std, dst, start, end)


# ---- reading a TZif file ----

def _read_header(f):
    if f.read(4) != b"TZif":
        raise ValueError("Invalid TZif file: magic not found")
    version = f.read(1)
    f.read(15)
    counts = struct.unpack(">6l", f.read(24))  # isutcnt isstdcnt leapcnt timecnt typecnt charcnt
    return (1 if version == b"\x00" else int(version)), counts


def _read_tzif(f):
    """(transition times, their type indices, types as (utcoff, isdst, abbreviation), footer)."""
    version, (isut, isstd, leap, ntrans, ntypes, nchars) = _read_header(f)
    size, code = 4, "l"
    if version >= 2:  # skip the 32-bit data: a second header and 64-bit times follow
        f.read(ntrans * 5 + ntypes * 6 + nchars + leap * 8 + isstd + isut)
        version, (isut, isstd, leap, ntrans, ntypes, nchars) = _read_header(f)
        size, code = 8, "q"
    times = list(struct.unpack(f">{ntrans}{code}", f.read(ntrans * size))) if ntrans else []
    indices = list(f.read(ntrans))
    raw = [struct.unpack(">lbb", f.read(6)) for _ in range(ntypes)]
    chars = f.read(nchars)
    types = [(off, isdst, chars[at:chars.find(b"\x00", at)].decode()) for off, isdst, at in raw]
    footer = None
    if version >= 2:
        f.read(isut + isstd + leap * (size + 4))
        footer = f.read().split(b"\n")[1].decode()
    return times, indices, types, footer


def _dst_offsets(indices, types):
    """Each type's dst() in seconds. The file says only whether a type is daylight time; its
    offset from standard time is the step from the standard type next to it in the list of
    transitions (an hour when none says)."""
    found = [0] * len(types)
    for k in range(1, len(indices)):
        idx = indices[k]
        off, isdst, _ = types[idx]
        if not isdst or found[idx]:
            continue
        prev = indices[k - 1]
        diff = 0 if types[prev][1] else off - types[prev][0]
        if not diff and k + 1 < len(indices):
            nxt = indices[k + 1]
            if types[nxt][1]:
                continue
            diff = off - types[nxt][0]
        found[idx] = diff
    return [d if d or not t[1] else 3600 for d, t in zip(found, types)]


def _local_times(times, indices, types):
    """The transitions as local seconds since 1970, for fold 0 (the later of the two wall
    clocks a change spans) and fold 1 (the earlier)."""
    wall = [[], []]
    for k, t in enumerate(times):
        before = types[indices[k - 1]][0] if k else types[0][0]
        after = types[indices[k]][0]
        wall[0].append(t + max(before, after))
        wall[1].append(t + min(before, after))
    return wall


def _key_arg(args, kwargs):
    """The key argument, with the messages of CPython's C argument parser (ZoneInfo is C there)."""
    if len(args) + len(kwargs) > 1:
        raise TypeError(f"function takes at most 1 argument ({len(args) + len(kwargs)} given)")
    if args:
        return args[0]
    if "key" not in kwargs:
        raise TypeError("function missing required argument 'key' (pos 1)")
    return kwargs["key"]


class ZoneInfo(tzinfo):
    __module__ = "zoneinfo"
    _cache = {}  # (class, key): zone; each subclass has its own zones, as CPython's

    def __new__(cls, *args, **kwargs):
        key = _key_arg(args, kwargs)
        zone = ZoneInfo._cache.get((cls, key))
        if zone is None:
            zone = ZoneInfo._cache[cls, key] = cls._load(key)
            zone._from_cache = True
        return zone

    @classmethod
    def no_cache(cls, *args, **kwargs):
        zone = cls._load(_key_arg(args, kwargs))
        zone._from_cache = False
        return zone

    @classmethod
    def clear_cache(cls, *args, only_keys=None):
        if args:
            raise TypeError("function takes no positional arguments")
        for entry in list(ZoneInfo._cache):
            if entry[0] is cls and (only_keys is None or entry[1] in only_keys):
                del ZoneInfo._cache[entry]

    @classmethod
    def from_file(cls, *args, key=None):
        if len(args) != 1:
            raise TypeError(f"function takes {'at least' if not args else 'at most'} 1 positional argument ({len(args)} given)")
        fobj = args[0]
        zone = super().__new__(cls)
        zone._key = key
        zone._file_repr = repr(fobj)
        zone._setup(*_read_tzif(fobj))
        return zone

    @classmethod
    def _load(cls, key):
        path = _find_file(key)
        if path is None:
            raise ZoneInfoNotFoundError(f"No time zone found with key {key}")
        zone = super().__new__(cls)
        zone._key = key
        with open(path, "rb") as f:
            zone._setup(*_read_tzif(f))
        return zone

    def _setup(self, times, indices, types, footer):
        dst = _dst_offsets(indices, types)
        kinds = [_Type(timedelta(seconds=t[0]), timedelta(seconds=d), t[2]) for t, d in zip(types, dst)]
        self._trans_utc = times
        self._trans_local = _local_times(times, indices, types)
        self._types = [kinds[i] for i in indices]
        standard = [k for k, t in zip(kinds, types) if not t[1]]
        self._before = standard[0] if standard else (self._types[0] if self._types else None)
        if footer:
            self._after = _parse_tz_string(footer)
        elif self._types or kinds:
            self._after = self._types[-1] if self._types else kinds[-1]
        else:
            raise ValueError("No time zone information found.")
        # a fixed offset answers for time objects too (utcoffset(None))
        self._fixed = len(kinds) <= 1 and isinstance(self._after, _Type) and (not kinds or kinds[0] == self._after)

    @property
    def key(self):
        return self._key

    def _local_seconds(self, dt):
        return (dt.toordinal() - _EPOCH_ORDINAL) * 86400 + dt.hour * 3600 + dt.minute * 60 + dt.second

    def _find(self, dt):
        if dt is None:
            return self._after if self._fixed else _NO_TYPE
        ts = self._local_seconds(dt)
        wall = self._trans_local[dt.fold]
        if wall and ts < wall[0]:
            return self._before
        if not wall or ts > wall[-1]:
            if isinstance(self._after, _Rule):
                return self._after.local(ts, dt.year, dt.fold)
            return self._after
        return self._types[bisect_right(wall, ts) - 1]

    def utcoffset(self, dt):
        return self._find(dt).utcoff

    def dst(self, dt):
        return self._find(dt).dstoff

    def tzname(self, dt):
        return self._find(dt).tzname

    def fromutc(self, dt):
        """Convert from datetime in UTC to datetime in local time"""
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        ts = self._local_seconds(dt)
        times = self._trans_utc
        fold = False
        if times and ts < times[0]:
            kind = self._before
        elif (not times or ts > times[-1]) and isinstance(self._after, _Rule):
            kind, fold = self._after.from_utc(ts, dt.year)
        elif not times:
            kind = self._after
        else:
            idx = bisect_right(times, ts)
            if len(times) > 1 and ts >= times[1]:
                prev, kind = self._types[idx - 2], self._types[idx - 1]
            elif ts > times[-1]:
                prev, kind = self._types[-1], self._after
            else:
                prev, kind = self._before, self._types[0]
            # the first moments after a change back repeat wall times: fold 1
            fold = (prev.utcoff - kind.utcoff).total_seconds() > ts - times[idx - 1]
        dt += kind.utcoff
        return dt.replace(fold=1) if fold else dt

    def __str__(self):
        return self._key if self._key is not None else repr(self)

    def __repr__(self):
        name = "zoneinfo.ZoneInfo" if type(self) is ZoneInfo else type(self).__name__
        if self._key is not None:
            return f"{name}(key={self._key!r})"
        return f"{name}.from_file({self._file_repr})"

    def __reduce__(self):
        # CPython reduces to the bound classmethod ZoneInfo._unpickle, which Weft's pickle
        # cannot save; a module function does the same: the zone again, from the cache if it was
        return (_unpickle, (type(self), self._key, self._from_cache))


def _unpickle(cls, key, from_cache):
    return cls(key) if from_cache else cls.no_cache(key)
