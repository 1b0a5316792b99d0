"""Code point ranges as UTF-8 byte sequences, built by construction.

A grammar whose header says "; encoding: UTF-8" (RFC 3987's, whose
terminals are characters, not bytes) has %x values that are code points.
The machines read bytes, so each range of code points becomes the
alternatives of the byte sequences that encode it.  Only well-formed UTF-8
can come out (RFC 3629 section 4): every code point is encoded in its
shortest form, so no overlong form is ever produced, and the surrogates
D800-DFFF, which UTF-8 cannot encode, are cut out of every range.

    sequences(0xA0, 0xD7FF)
    -> [[(0xC2, 0xC2), (0xA0, 0xBF)],
        [(0xC3, 0xDF), (0x80, 0xBF)],
        [(0xE0, 0xE0), (0xA0, 0xBF), (0x80, 0xBF)],
        [(0xE1, 0xEC), (0x80, 0xBF), (0x80, 0xBF)],
        [(0xED, 0xED), (0x80, 0x9F), (0x80, 0xBF)]]

each sequence being one byte range per position.
"""

__all__ = ["MAX", "SURROGATES", "encode", "sequences", "CodePointError"]

MAX = 0x10FFFF
SURROGATES = (0xD800, 0xDFFF)
# The last code point of each encoded length: 1 to 4 bytes.
_LAST = (0x7F, 0x7FF, 0xFFFF, MAX)


class CodePointError(ValueError):
    pass


def _check(cp):
    if cp > MAX:
        raise CodePointError("%X is above 10FFFF, the last Unicode code point"
                             % cp)


def encode(cp):
    """The UTF-8 bytes of one code point; a surrogate is an error."""
    _check(cp)
    if SURROGATES[0] <= cp <= SURROGATES[1]:
        raise CodePointError("%X is a surrogate (D800-DFFF), which UTF-8"
                             " cannot encode" % cp)
    return chr(cp).encode("utf-8")


def sequences(lo, hi):
    """The byte sequences that encode the code points lo..hi, surrogates
    left out: a list of sequences, each a list of (lo, hi) byte ranges, in
    ascending order.  Empty when the range holds nothing but surrogates."""
    _check(hi)
    out = []
    for a, b in _without_surrogates(lo, hi):
        for c, d in _by_length(a, b):
            _split(c, d, out)
    return out


def _without_surrogates(lo, hi):
    parts = []
    if lo < SURROGATES[0]:
        parts.append((lo, min(hi, SURROGATES[0] - 1)))
    if hi > SURROGATES[1]:
        parts.append((max(lo, SURROGATES[1] + 1), hi))
    return parts


def _by_length(lo, hi):
    parts = []
    first = 0
    for last in _LAST:
        a, b = max(lo, first), min(hi, last)
        if a <= b:
            parts.append((a, b))
        first = last + 1
    return parts


def _split(lo, hi, out):
    """lo..hi share an encoded length.  The range is cut where a trailing
    byte would wrap, until the first and last code point of each piece
    differ only in bytes that run over a whole range at once: then each
    position is the range from lo's byte to hi's byte."""
    work = [(lo, hi)]
    while work:
        lo, hi = work.pop()
        n = len(encode(lo))
        cut = None
        for i in range(1, n):
            # The code points whose last i bytes are free: blocks of 64**i.
            mask = (1 << (6 * i)) - 1
            if lo & ~mask == hi & ~mask:
                continue
            if lo & mask:
                cut = (lo, lo | mask, (lo | mask) + 1, hi)
            elif hi & mask != mask:
                cut = (lo, (hi & ~mask) - 1, hi & ~mask, hi)
            if cut:
                break
        if cut:
            # Pushed in reverse so that pieces come out in ascending order.
            work.append((cut[2], cut[3]))
            work.append((cut[0], cut[1]))
            continue
        out.append(list(zip(encode(lo), encode(hi))))
